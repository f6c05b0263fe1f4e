"""The board's pictures cost the window little: a zoom shows pictures of another size at once and paints
the right ones when idle; the sea is filled from a tile scaled ahead; the coast is kept as a picture."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QTransform  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem  # noqa: E402

from newworld.engine.catalog import default_catalog  # noqa: E402
from newworld.gui import painters  # noqa: E402
from newworld.gui.items import CoastItem, SeaItem  # noqa: E402


@pytest.fixture
def pictures():
    painters.clear_cache()
    yield painters
    painters.clear_cache()


def test_a_new_size_shows_the_picture_made_at_another_size_then_paints_its_own(qtbot, pictures):
    card = default_catalog().types[5]
    made = pictures.card_pixmap(card, 1, 75)
    ready = []

    shown = pictures.card_picture(card, 1, 150, lambda: ready.append(True))

    assert shown.cacheKey() == made.cacheKey()  # nothing painted in this frame
    assert (card.id, 1, 150) not in pictures._PIXMAPS
    qtbot.waitUntil(lambda: ready == [True], timeout=2000)  # once painted, the asker repaints
    now = pictures.card_picture(card, 1, 150, lambda: ready.append(True))
    assert now.width() == 150 and ready == [True]


def test_a_picture_never_made_at_any_size_is_painted_at_once(pictures):
    card = default_catalog().types[7]
    picture = pictures.card_picture(card, 2, 100, lambda: pytest.fail("nothing to wait for"))
    assert picture.width() == 100


def test_one_picture_is_painted_once_for_every_item_that_waits_for_it(qtbot, pictures):
    card = default_catalog().types[3]
    pictures.card_pixmap(card, 0, 50)
    waiting: list[str] = []
    for name in ("a", "b", "a"):
        pictures.card_picture(card, 0, 200, lambda name=name: waiting.append(name))
    qtbot.waitUntil(lambda: len(waiting) >= 3, timeout=2000)
    assert sorted(waiting) == ["a", "a", "b"] and len(pictures._LATER.pending) == 0


def sea_at(zoom: float, fill) -> QImage:
    image = QImage(600, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("black"))
    painter = QPainter(image)
    transform = QTransform.fromTranslate(-150, 300).scale(zoom, zoom)
    painter.setWorldTransform(transform)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = transform.inverted()[0].mapRect(QRectF(image.rect()))
    fill(painter, option)
    painter.end()
    return image


def mean_difference(a: QImage, b: QImage) -> float:
    total = count = 0
    for y in range(0, a.height(), 3):
        for x in range(0, a.width(), 3):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(pa.red() - pb.red()) + abs(pa.green() - pb.green()) + abs(pa.blue() - pb.blue())
            count += 3
    return total / count


@pytest.mark.parametrize("zoom", [0.45, 0.7, 1.3])
def test_the_sea_looks_as_if_its_tile_were_drawn_through_the_zoom(qapp, zoom):
    sea = SeaItem()

    def through_the_zoom(painter: QPainter, option: QStyleOptionGraphicsItem) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.fillRect(option.exposedRect.intersected(sea.rect), QBrush(sea.waves["far"]))

    def far_only(painter: QPainter, option: QStyleOptionGraphicsItem) -> None:
        painter.fillRect(option.exposedRect.intersected(sea.rect), sea._waves(painter, "far"))

    reference, fast = sea_at(zoom, through_the_zoom), sea_at(zoom, far_only)
    wrong_size = sea_at(zoom * 1.25, far_only)
    # the same waves at the same size and place: far nearer than waves of another size
    assert mean_difference(reference, fast) < mean_difference(reference, wrong_size) / 3


def test_the_coast_is_painted_again_only_when_the_zoom_changes(qtbot):
    painted = []

    class Coast(CoastItem):
        def paint(self, painter, option, widget=None):
            painted.append(True)
            super().paint(painter, option, widget)

    scene, coast = QGraphicsScene(), Coast(default_catalog().starting_spaces)
    scene.addItem(coast)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.show()
    qtbot.waitUntil(lambda: bool(painted), timeout=5000)
    painted.clear()
    for _ in range(3):
        view.viewport().repaint()
        QApplication.processEvents()
    assert painted == []  # every frame copies the picture
    view.scale(0.8, 0.8)
    qtbot.waitUntil(lambda: len(painted) == 1, timeout=5000)


def test_a_cache_peek_makes_nothing_and_keeps_what_it_saw():
    from newworld.gui.cache import BoundedCache

    cache: BoundedCache[str, int] = BoundedCache(2)
    assert cache.peek("a") is None and len(cache) == 0
    cache.get("a", lambda: 1)
    cache.get("b", lambda: 2)
    assert cache.peek("a") == 1  # now the most recently used
    cache.get("c", lambda: 3)  # over budget: the least recently used goes
    assert "a" in cache and "b" not in cache
