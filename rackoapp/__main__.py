import sys

from rackoapp.cli import main

sys.exit(main())
