import { realtimeSocketUrl, reconnectDelay } from './socket-url';

describe('realtimeSocketUrl', () => {
  it('uses the API base when there is one, else this page’s origin, with ws(s)', () => {
    expect(realtimeSocketUrl('a.b c', 'https://api.example.com/')).toBe(
      'wss://api.example.com/api/frontend/general/ws?token=a.b%20c',
    );
    expect(realtimeSocketUrl('t', '', 'http://localhost:8080')).toBe('ws://localhost:8080/api/frontend/general/ws?token=t');
  });
});

describe('reconnectDelay', () => {
  const options = { baseMs: 1000, maxMs: 30_000, jitter: 0.3 };
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, options, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
  it('adds up to 30% jitter', () => {
    expect(reconnectDelay(0, options, () => 1)).toBe(1300);
    expect(reconnectDelay(5, options, () => 0.5)).toBe(34500);
  });
});
