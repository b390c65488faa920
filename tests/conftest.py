import os

# GUI tests run without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests read English texts: the machine's own language must not change them.
os.environ["LANGUAGE"] = "en"
os.environ["LC_ALL"] = "C.UTF-8"
