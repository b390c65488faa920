"""The dialogs: a new game, the statistics, the rules and about."""
