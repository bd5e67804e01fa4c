import { clampRect, moveBy, newRect, rectForKey, resizeBy, toScreen } from './placement';

const page = { width: 612, height: 792 };
const rect = { page: 1, x: 100, y: 600, width: 180, height: 20 };

test('a placed rectangle is drawn from the top-left corner on screen', () => {
  expect(toScreen(rect, page, 2)).toEqual({ left: 200, top: (792 - 620) * 2, width: 360, height: 40 });
});

test('dragging moves by screen pixels at the scale, upwards on screen is up on the page', () => {
  expect(moveBy(rect, 20, -10, page, 2)).toEqual({ ...rect, x: 110, y: 605 });
});

test('a box never leaves its page nor shrinks below four points', () => {
  expect(moveBy(rect, -1000, -1000, page, 1)).toEqual({ ...rect, x: 0, y: 772 });
  expect(clampRect({ ...rect, width: 1, height: -5 }, page)).toMatchObject({ width: 4, height: 4 });
  expect(resizeBy(rect, 10_000, 0, page, 1).width).toBe(612);
});

test('resizing from the lower-right corner keeps the top edge', () => {
  const bigger = resizeBy(rect, 20, 10, page, 1);
  expect(bigger).toEqual({ ...rect, width: 200, height: 30, y: 590 });
  expect(bigger.y + bigger.height).toBe(rect.y + rect.height);
});

test('arrow keys move by a point, ten with Shift, and resize with Alt', () => {
  expect(rectForKey('ArrowRight', false, false, rect, page)).toEqual({ ...rect, x: 101 });
  expect(rectForKey('ArrowUp', true, false, rect, page)).toEqual({ ...rect, y: 610 });
  expect(rectForKey('ArrowRight', false, true, rect, page)).toEqual({ ...rect, width: 181 });
  expect(rectForKey('ArrowDown', true, true, rect, page)).toEqual({ ...rect, height: 30, y: 590 });
  expect(rectForKey('Enter', false, false, rect, page)).toBeNull();
});

test('a new field sits in the middle of its page, sized for its kind', () => {
  expect(newRect(2, page, 'signature')).toEqual({ page: 2, x: 216, y: 376, width: 180, height: 40 });
  expect(newRect(1, page, 'checkbox')).toMatchObject({ width: 14, height: 14 });
});
