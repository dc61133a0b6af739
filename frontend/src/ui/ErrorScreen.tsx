import { useRouteError } from 'react-router-dom';

/** What a visitor sees instead of a blank page when the application fails unexpectedly. */
export function ErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Unexpected Application Error</h1>
      <p>{error instanceof Error ? error.message : typeof error === 'string' ? error : ''}</p>
      <p>
        <a href="/uz">/uz</a>
      </p>
    </main>
  );
}
