import { useRouteError } from 'react-router-dom';

/** SPEC.md's fallback for an unexpected application error. */
export function ErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Unexpected Application Error</h1>
      <p>{error instanceof Error ? error.message : String(error ?? '')}</p>
      <p>
        <a href="/uz">/uz</a>
      </p>
    </main>
  );
}
