import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectMenu, type SelectMenuOption } from './SelectMenu';

const states: SelectMenuOption[] = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
];

function Harness({ options, onChange = () => {} }: { options: SelectMenuOption[]; onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SelectMenu
      label="State"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SelectMenu', () => {
  it('has the search placeholder "Search..."', () => {
    render(<Harness options={states} />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('placeholder', 'Search...');
  });

  it('says "No options." when there are no options at all', async () => {
    render(<Harness options={[]} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    expect(await screen.findByText('No options.')).toBeInTheDocument();
  });

  it('says "No results for {query}." when a search finds nothing', async () => {
    render(<Harness options={states} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'ohio');
    expect(await screen.findByText('No results for ohio.')).toBeInTheDocument();
  });

  it('narrows the options while typing and picks one', async () => {
    const onChange = jest.fn();
    render(<Harness options={states} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'new');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['New York']);
    await userEvent.click(screen.getByRole('option', { name: 'New York' }));
    expect(onChange).toHaveBeenCalledWith('NY');
    expect(input).toHaveValue('New York');
  });
});
