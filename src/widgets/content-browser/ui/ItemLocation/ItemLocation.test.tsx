import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentItem } from '@/shared/api';
import { ItemLocation } from './ItemLocation';

const item: ContentItem = {
  id: 'm1',
  type: 'material',
  title: 'Guía de Beneficios.pdf',
  folder_id: 'f2',
  size: 10,
  content_type: 'application/pdf',
  space: 'own',
  shared_by: null,
  created_at: '2026-11-23T00:00:00Z',
  updated_at: '2026-11-23T00:00:00Z',
};

it('says in which folders a search hit lives, each folder opening with its path', async () => {
  const onGo = jest.fn();
  const path = [
    { id: 'f1', title: 'Carriers' },
    { id: 'f2', title: 'Aetna' },
  ];
  const { container } = render(<ItemLocation item={{ ...item, path }} onGo={onGo} />);
  expect(container).toHaveTextContent('in Carriers / Aetna');
  await userEvent.click(screen.getByRole('button', { name: 'Carriers' }));
  expect(onGo).toHaveBeenLastCalledWith([path[0]]);
  await userEvent.click(screen.getByRole('button', { name: 'Aetna' }));
  expect(onGo).toHaveBeenLastCalledWith(path);
});

it('says when a hit is at the top level', () => {
  render(<ItemLocation item={{ ...item, folder_id: null, path: [] }} onGo={jest.fn()} />);
  expect(screen.getByText('at the top level')).toBeInTheDocument();
});

it('says nothing in a plain folder listing', () => {
  const { container } = render(<ItemLocation item={item} onGo={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
});
