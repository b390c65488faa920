"""The panels beside the table: the scorekeeper (score sheet, bars, chart) and the move log."""
