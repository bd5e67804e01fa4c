import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabBar } from './TabBar';

const OPTIONS = [
  { value: 'own', label: 'My materials' },
  { value: 'shared', label: 'Shared with me' },
  { value: 'forms', label: 'Forms' },
] as const;

function Harness({ onChange }: { onChange?: (next: string) => void }) {
  const [value, setValue] = useState<(typeof OPTIONS)[number]['value']>('own');
  return (
    <>
      <TabBar
        value={value}
        options={OPTIONS}
        label="Spaces"
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
      <p>Showing {value}</p>
    </>
  );
}

it('names the list and marks the selected tab as its one tab stop', () => {
  render(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Spaces' })).toBeInTheDocument();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['My materials', 'Shared with me', 'Forms']);
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('My materials');
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
});

it('selects a tab when clicked, and does not select the selected one again', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Forms' }));
  expect(screen.getByRole('tab', { name: 'Forms', selected: true })).toBeInTheDocument();
  expect(screen.getByText('Showing forms')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Forms' }));
  expect(onChange.mock.calls).toEqual([['forms']]);
});

it('moves the focus with the arrow keys, Home and End, wrapping round, and selects with Enter', async () => {
  render(<Harness />);
  await userEvent.tab();
  expect(screen.getByRole('tab', { name: 'My materials' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Shared with me' })).toHaveFocus();
  expect(screen.getByText('Showing own')).toBeInTheDocument();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Forms' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'My materials' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Forms' })).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'My materials' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{Enter}');
  expect(screen.getByRole('tab', { name: 'Shared with me', selected: true })).toHaveFocus();
  expect(screen.getByText('Showing shared')).toBeInTheDocument();
});
