"""Data files (card art, icons, rules pages, translations), shipped as the package rackoapp.resources."""
