/**
 * The window as wide as `width` for MUI's media queries (`useMediaQuery`): jsdom has no `matchMedia`, so
 * without this every query is false. A spy: `jest.restoreAllMocks()` gives the width up again (to a
 * `matchMedia` that matches nothing).
 */
export function windowWidth(width: number): void {
  window.matchMedia ??= mediaQueryList.bind(null, () => false);
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList((q) => matchesWidth(q, width), query));
}

function matchesWidth(query: string, width: number): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

function mediaQueryList(matches: (query: string) => boolean, query: string): MediaQueryList {
  return {
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}
