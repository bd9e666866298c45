"""``manage.py serve``: the whole site in one process, with no services (embedded mode).

Runs uvicorn (HTTP + websockets), a Celery worker thread on the ``memory://`` broker and
celery beat in a thread, over SQLite and the in-memory channel layer. For trying the
site and for development; production runs separate processes (docs/operations.md).
"""

from __future__ import annotations

import asyncio
import os
import threading

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError


class Command(BaseCommand):
    help = "Serve the site with an embedded Celery worker and beat (no Redis needed)."

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))

    def handle(self, *args, host: str, port: int, **options):
        if settings.CELERY_BROKER_URL != "memory://":
            raise CommandError("serve is the embedded mode; with REDIS_URL set run the web, worker and beat "
                               "processes separately (docs/operations.md).")
        import uvicorn
        from celery.beat import EmbeddedService
        from celery.worker import WorkController

        from boardgames.asgi import application
        from boardgames.celery import app
        from boardgames.services import push

        worker = WorkController(app=app, pool_cls="solo", concurrency=1, without_heartbeat=True,
                                without_mingle=True, without_gossip=True, loglevel="WARNING")
        # The database scheduler, like the beat process in production: no schedule file.
        beat = EmbeddedService(app, thread=True, scheduler_cls=settings.CELERY_BEAT_SCHEDULER)

        async def main() -> None:
            push.SERVER_LOOP = asyncio.get_running_loop()
            threading.Thread(target=worker.start, name="celery-worker", daemon=True).start()
            beat.start()
            # production's websocket settings (docs/operations.md): no per-socket compression,
            # client frames up to 64 KB, sends that wait for a slow client
            config = uvicorn.Config(application, host=host, port=port, lifespan="off", log_level="info",
                                    ws="websockets-sansio", ws_max_size=65536, ws_per_message_deflate=False)
            server = uvicorn.Server(config)
            self.stdout.write(f"Serving on http://{host}:{port}/ (embedded worker and beat; Ctrl-C stops)")
            try:
                await server.serve()
            finally:
                beat.stop()
                worker.stop(in_sighandler=False)

        asyncio.run(main())
