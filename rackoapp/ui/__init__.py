"""The Qt user interface of RackoApp."""
