"""Entry script of the frozen app: the same command line as `rackoapp`."""

import sys

from rackoapp.cli import main

if __name__ == "__main__":
    sys.exit(main())
