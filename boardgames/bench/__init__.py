"""Instruments of the benchmark commands (``manage.py bench_serving``, ``bench_push``,
``bench_length``): the "floor" view, server start-up and CPU accounting. Nothing here is
part of the product: the floor view is only routed under ``boardgames.bench.settings``,
the settings the benchmark's own server processes run with."""
