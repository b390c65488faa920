import os

# GUI tests run without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
