"""Settings, all from the environment.

With nothing set, the app runs on the embedded default: a SQLite file next to
manage.py, Celery tasks run in-process, an in-memory cache. Set DATABASE_URL,
REDIS_URL and a real SECRET_KEY to run it for real (see deploy/).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


# pytest imports this module in-process; every other entry point (runserver,
# gunicorn, celery) gets the production guard below.
TESTING = "pytest" in sys.modules

DEBUG = env_bool("DEBUG")
DEV_SECRET_KEY = "django-insecure-tortuga-development-key-do-not-deploy"
SECRET_KEY = os.environ.get("SECRET_KEY", DEV_SECRET_KEY)
if not DEBUG and not TESTING and SECRET_KEY == DEV_SECRET_KEY:
    raise ImproperlyConfigured(
        "SECRET_KEY is the development key but DEBUG is off. Set SECRET_KEY to a long "
        "random value (or DEBUG=1 on your own machine)."
    )

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]" if DEBUG or TESTING else "")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")
# The address phones reach this server at, for the join links and QR codes handed on
# ("http://192.168.1.20:8000"; ``manage.py lan`` sets it). Empty: the request's own.
PUBLIC_URL = os.environ.get("PUBLIC_URL", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_htmx",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "companion.tables",
    "companion.accounts",
    "companion.club",
    "companion.web",
    "companion.api",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Phones on weak Wi-Fi: pages and HTMX answers travel compressed. CSRF tokens are
    # masked per response, so compression does not expose them (BREACH).
    "django.middleware.gzip.GZipMiddleware",
    # Before sessions, CSRF and every view: a NUL in a cookie, path, query or form field
    # would otherwise reach a database lookup (a 500 on PostgreSQL).
    "companion.middleware.BadInputMiddleware",
    # "Anything new?" answered "no" needs no session, language or CSRF token: most of a
    # club night's requests stop here (companion/web/quiet_poll.py).
    "companion.web.quiet_poll.QuietPollMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # The reader's language: the phone's choice (a cookie), else the browser's
    # Accept-Language; a table page may start a new phone on the table's own
    # (companion.web.language).
    "companion.language.LanguageMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "companion.urls"
WSGI_APPLICATION = "companion.wsgi.application"
ASGI_APPLICATION = "companion.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
            "builtins": ["django_htmx.templatetags.django_htmx"],
        },
    }
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several phones write at once: wait for the lock instead of failing at once.
    # WAL lets phones read while one writes; synchronous=NORMAL is WAL's safe pairing
    # (no corruption on power loss, at most the last commits lost) and spares an fsync
    # per move.
    DATABASES["default"]["OPTIONS"] = {
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # A file, not shared-cache memory, so concurrent test threads wait on locks as
    # the real file database does instead of failing with "table is locked".
    # One file per test process, so two test runs on one checkout never collide.
    DATABASES["default"]["TEST"] = {
        "NAME": os.path.join(tempfile.gettempdir(), f"tortuga-test-{os.getpid()}.sqlite3")
    }
elif DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Django's psycopg pool, sized to the web process's threads (deploy/gunicorn.conf.py):
    # each thread holds at most one connection for a request, so more would idle and
    # fewer would make a thread wait. 0 (the default) keeps one persistent connection per
    # thread instead (DB_CONN_MAX_AGE); the pool needs CONN_MAX_AGE 0.
    DB_POOL_SIZE = int(os.environ.get("DB_POOL_SIZE", "0"))
    if DB_POOL_SIZE > 0:
        DATABASES["default"]["CONN_MAX_AGE"] = 0
        DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
            "min_size": 1,
            "max_size": DB_POOL_SIZE,
            # Seconds a request waits for a free connection before it fails.
            "timeout": float(os.environ.get("DB_POOL_TIMEOUT", "10")),
        }
    # Behind PgBouncer in transaction mode a session lasts one transaction: no server-side
    # cursors (iterator() across transactions); psycopg's client-side binding (Django's
    # default) prepares nothing on the server.
    if env_bool("PGBOUNCER"):
        DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# A club's JSON export is re-imported in one body, so the limit is above Django's
# 2.5 MB; past it (or past the field and file counts) the answer is a 400 that says so.
DATA_UPLOAD_MAX_MEMORY_SIZE = int(os.environ.get("DATA_UPLOAD_MAX_MEMORY_SIZE", 10 * 1024 * 1024))
DATA_UPLOAD_MAX_NUMBER_FIELDS = int(os.environ.get("DATA_UPLOAD_MAX_NUMBER_FIELDS", "1000"))
DATA_UPLOAD_MAX_NUMBER_FILES = int(os.environ.get("DATA_UPLOAD_MAX_NUMBER_FILES", "10"))

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    # Redis down must not take the pages with it: short timeouts, then this process's
    # memory for a cooldown (companion.cache).
    CACHES = {
        "default": {
            "BACKEND": "companion.cache.ResilientRedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX", "tortuga"),
            "OPTIONS": {
                "socket_connect_timeout": float(os.environ.get("CACHE_TIMEOUT", "0.5")),
                "socket_timeout": float(os.environ.get("CACHE_TIMEOUT", "0.5")),
                "COOLDOWN": 30,
            },
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# Celery: a broker when REDIS_URL (or CELERY_BROKER_URL) is set, in-process otherwise.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", REDIS_URL)
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL or env_bool("CELERY_TASK_ALWAYS_EAGER")
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND", REDIS_URL or None)
# Nothing reads a task's result; storing none keeps publishes off the result backend.
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_TIME_LIMIT = 120
CELERY_TASK_SOFT_TIME_LIMIT = 90
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 600}
# The worker's and beat's connections; publishes from requests use their own, below.
CELERY_BROKER_CONNECTION_TIMEOUT = 2
# A request that enqueues must not hang when the broker is down: one attempt with this
# timeout (seconds), then no publish from this process for the cooldown; the work
# stays pending and the sweeper re-queues it (companion.tables.queue).
CELERY_PUBLISH_TIMEOUT = float(os.environ.get("CELERY_PUBLISH_TIMEOUT", "1"))
CELERY_PUBLISH_COOLDOWN = 30
# beat runs the sweeper this often (seconds); a sweeper's claim on an item lasts the
# lease; work younger than the grace was queued a moment ago and is left alone.
CELERY_SWEEP_EVERY = float(os.environ.get("CELERY_SWEEP_EVERY", "15"))
CELERY_SWEEP_LEASE = 120
CELERY_SWEEP_GRACE = 10
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 1,
    "interval_start": 0,
    "interval_step": 0.2,
    "interval_max": 0.2,
}
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("CELERY_QUEUE", "tortuga")
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]

# Every page that needs an account sends a signed-out visitor here (and back after).
LOGIN_URL = "club:login"

# An owner's one-time password link for a person of the club lasts this long (seconds).
PASSWORD_RESET_TIMEOUT = 2 * 24 * 60 * 60

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
# Each language by its own name: a reader looks for the word they know.
LANGUAGES = [("en", "English"), ("it", "Italiano"), ("pt", "Português")]
# Catalogues of the project (engines, templates, scripts): `make messages`.
LOCALE_PATHS = [BASE_DIR / "locale"]
# A phone's choice, remembered for a year; the table screen keeps its own
# (companion.language.SCREEN_COOKIE).
LANGUAGE_COOKIE_NAME = "tortuga_language"
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
LANGUAGE_COOKIE_SAMESITE = "Lax"
TIME_ZONE = os.environ.get("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG or TESTING
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}
# Hashed names from collectstatic let whitenoise serve them with a one-year cache.
WHITENOISE_MAX_AGE = 31536000 if not DEBUG else 0
# Under tests every test client builds its own middleware, and WhiteNoise would index
# every collected file each time (a tenth of a second per client): look files up on
# request instead, as it does in development.
WHITENOISE_AUTOREFRESH = DEBUG or TESTING

# Behind HTTPS (a proxy sets X-Forwarded-Proto): secure cookies, HSTS, redirects.
BEHIND_HTTPS = env_bool("BEHIND_HTTPS", default=not DEBUG and not TESTING)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
if BEHIND_HTTPS:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = False

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "companion.api.errors.ErrorsDocumentedSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": ["companion.api.auth.TableTokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_RENDERER_CLASSES": ["companion.api.renderers.FastJSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["companion.api.parsers.SafeJSONParser"],
    "EXCEPTION_HANDLER": "companion.api.errors.api_exception_handler",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.LimitOffsetPagination",
    "PAGE_SIZE": 50,
    "UNAUTHENTICATED_USER": None,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Tortuga API",
    "DESCRIPTION": (
        "The phone companion for pirate board games. Everything a page can do, the API can "
        "do too. Authenticate with `Authorization: Bearer <seat or host token>` at a table, "
        "and with a club key (`Bearer tgc_...`) or a signed-in session for a club. Messages "
        "meant for people come in the language of `Accept-Language` (en, it, pt); machine "
        "values (move types, enums, rule IDs) are the same in every language."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
    # The table's language and its screen's take the same codes: one enum.
    "ENUM_NAME_OVERRIDES": {
        "LanguageEnum": [code for code, _name in LANGUAGES],
        # A person's role in a club (a seat's role at a table is another "role").
        "ClubRoleEnum": ["owner", "organiser", "member"],
    },
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "companion.api.schema_hooks.accept_language",
    ],
}

# How often a table keeps a full state snapshot (events between snapshots).
TABLE_SNAPSHOT_EVERY = int(os.environ.get("TABLE_SNAPSHOT_EVERY", "50"))
# How often phones and the table screen ask "anything new?" (milliseconds).
TABLE_POLL_MS = int(os.environ.get("TABLE_POLL_MS", "1500"))
# Rendered move forms each process keeps (companion/web/fragments.py): about 2 KB each.
MOVE_FORM_CACHE_SIZE = int(os.environ.get("MOVE_FORM_CACHE_SIZE", "4096"))
# The public parts of live regions each process keeps (companion/web/shared.py), a few per
# table and language, 1-10 KB each: a club night's tables many times over.
SHARED_PART_CACHE_SIZE = int(os.environ.get("SHARED_PART_CACHE_SIZE", "2048"))
# Off renders every shared part in place from the page's own context, as a part of the
# page (tests/web/test_shared.py compares both ways).
LIVE_SHARED_PARTS = True

# Content-Security-Policy on every answer: only this site's own files run, style or
# load. No inline script, handler or style anywhere (app.js does the little script
# there is; htmx does not inject its indicator style; the API docs load their script
# from a URL), so no nonce and no 'unsafe-inline' are needed.
SECURE_CSP: dict[str, list[str]] = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "form-action": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.NONE],
    "frame-ancestors": [CSP.NONE],
}
# The API docs page only: Swagger UI draws its icons as data: images from its script.
SECURE_CSP_API_DOCS: dict[str, list[str]] = {**SECURE_CSP, "img-src": [CSP.SELF, "data:"]}

# Rate limits per client address in the shared cache (companion/ratelimit.py): how
# many hits each bucket allows per window of seconds. Twelve phones behind a club's
# NAT pass with room to spare; a scan of table codes is refused after a few dozen.
# Off in tests unless a test turns it on: the suite makes hundreds of claims from
# 127.0.0.1, and on Redis the counts would outlive the run.
RATELIMIT_ENABLED = env_bool("RATELIMIT_ENABLED", default=not TESTING)
RATELIMIT_BUCKETS = {
    "code-miss": (
        int(os.environ.get("RATELIMIT_CODE_MISSES", "30")),
        int(os.environ.get("RATELIMIT_CODE_MISS_WINDOW", "600")),
    ),
    "claim": (
        int(os.environ.get("RATELIMIT_CLAIMS", "60")),
        int(os.environ.get("RATELIMIT_CLAIM_WINDOW", "600")),
    ),
    # Failed sign-ins (a good one counts nothing): a password guessed slowly, if at all.
    "sign-in": (
        int(os.environ.get("RATELIMIT_SIGN_IN_FAILURES", "10")),
        int(os.environ.get("RATELIMIT_SIGN_IN_WINDOW", "900")),
    ),
    # New accounts from one network: a club night signs up a table or two, not hundreds.
    "sign-up": (
        int(os.environ.get("RATELIMIT_SIGN_UPS", "20")),
        int(os.environ.get("RATELIMIT_SIGN_UP_WINDOW", "3600")),
    ),
}
# How many proxies in front append to X-Forwarded-For (nginx in deploy/: 1). Behind
# HTTPS there is one by default; without a proxy the header is the client's own
# words and must not count.
RATELIMIT_TRUSTED_PROXIES = int(
    os.environ.get("RATELIMIT_TRUSTED_PROXIES", "1" if BEHIND_HTTPS else "0")
)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {"django.request": {"level": "ERROR"}},
}
