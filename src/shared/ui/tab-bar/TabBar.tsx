import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type KeyboardEvent } from 'react';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

export interface TabBarProps<T extends string> {
  value: T;
  options: readonly TabOption<T>[];
  onChange: (next: T) => void;
  /** Names the tab list for screen readers. */
  label: string;
  sx?: SxProps<Theme>;
}

/** Where each key moves the focus, from the focused tab's index among `count`. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const tabSx: SxProps<Theme> = (theme) => ({
  ...theme.typography.button,
  lineHeight: 1.25,
  position: 'relative',
  flexShrink: 0,
  minWidth: 90,
  maxWidth: 360,
  minHeight: 48,
  px: 2,
  py: 1.5,
  color: 'text.secondary',
  '&[aria-selected="true"]': { color: 'primary.main' },
  '&[aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    bgcolor: 'primary.main',
  },
});

/**
 * A row of tabs (WAI-ARIA tabs pattern): the selected one is marked by a bar under it and is the row's
 * one tab stop; the arrow keys, Home and End move the focus along the row, Enter and Space select.
 * Drawn by CSS alone: MUI's Tabs measures every tab after each render to place its sliding indicator,
 * a forced layout in the first commit of every page that shows tabs (docs/perf-figures.md).
 */
export function TabBar<T extends string>({ value, options, onChange, label, sx }: TabBarProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    const tabs = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const at = tabs.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    tabs[move(at, tabs.length)]?.focus();
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={[{ display: 'flex', overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <ButtonBase
            key={option.value}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            focusRipple
            onClick={() => {
              if (!selected) onChange(option.value);
            }}
            sx={tabSx}
          >
            {option.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
