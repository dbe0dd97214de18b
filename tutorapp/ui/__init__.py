"""The thin Qt shell: widgets that render the core's events and forward the user's intent;
background work goes through ``ui.tasks``. Only this package (and ``app.py``) imports Qt."""
