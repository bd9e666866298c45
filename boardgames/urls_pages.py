"""Site pages: lobby, create, game, invite links, my games."""

urlpatterns: list = []
