import { render, screen } from '@testing-library/react';
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

it('says in which folders a search hit lives', () => {
  render(
    <ItemLocation
      item={{
        ...item,
        path: [
          { id: 'f1', title: 'Carriers' },
          { id: 'f2', title: 'Aetna' },
        ],
      }}
    />,
  );
  expect(screen.getByText('in Carriers / Aetna')).toBeInTheDocument();
});

it('says when a hit is at the top level', () => {
  render(<ItemLocation item={{ ...item, folder_id: null, path: [] }} />);
  expect(screen.getByText('at the top level')).toBeInTheDocument();
});

it('says nothing in a plain folder listing', () => {
  const { container } = render(<ItemLocation item={item} />);
  expect(container).toBeEmptyDOMElement();
});
