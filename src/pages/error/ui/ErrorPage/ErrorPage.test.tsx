import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

function renderPage(status?: number) {
  render(
    <MemoryRouter>
      <ErrorPage status={status} />
    </MemoryRouter>,
  );
}

describe('ErrorPage', () => {
  it('says "Page Not Found" for a 404', () => {
    renderPage(404);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('defaults to 500 "Internal Server Error"', () => {
    renderPage();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
  });

  it('says "Internal Server Error" for any other status', () => {
    renderPage(403);
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
  });

  it('links home', () => {
    renderPage(404);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
