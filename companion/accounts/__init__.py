"""People's accounts: sign-up, sign-in, sign-out and password changes, without the admin
and without e-mail (the app may run on a club's laptop with no internet)."""
