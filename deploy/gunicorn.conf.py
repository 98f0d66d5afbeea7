"""gunicorn settings for Tortuga: `gunicorn -c deploy/gunicorn.conf.py companion.wsgi`.

Web processes are stateless (state is in PostgreSQL, live updates are polls), so
scale by adding workers or machines behind the load balancer. Every setting can be
changed from the environment; deploy/README.md says why each default is what it is.
"""

from __future__ import annotations

import os

bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
# A request is Python work (rendering a page, applying a move) more than waiting: one
# process per core uses every core, and threads cover the waits on PostgreSQL and Redis.
# More processes than cores only add memory and contention (measured: deploy/README.md).
workers = int(os.environ.get("GUNICORN_WORKERS", os.cpu_count() or 1))
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
worker_class = "gthread"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 30
# Phones poll every 1.5 s: a kept-alive connection spares a TCP setup per poll.
keepalive = int(os.environ.get("GUNICORN_KEEPALIVE", "5"))
# No recycling by default: the app does not leak, and a recycled worker drops its
# caches and its database connections (at 2,000 requests it restarted every 13 s under
# a club night's load). Set a number to recycle if a leak is ever suspected.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
# "-" writes to stdout; "off" writes none (a load test, or a proxy that logs already).
_access = os.environ.get("GUNICORN_ACCESS_LOG", "-")
accesslog = None if _access.lower() in {"off", "none", ""} else _access
errorlog = "-"
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
