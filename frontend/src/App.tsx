import { useEffect, useState } from 'react';

interface MenuItem {
  id: string;
  name: string;
  url: string;
  groupName: string;
}

/** A placeholder home page until the public site lands: it proves the gateway serves live content. */
export function App() {
  const [slogan, setSlogan] = useState('');
  const [menu, setMenu] = useState<MenuItem[]>([]);

  useEffect(() => {
    fetch('/api/public/base?type=HEADER_QUOTE')
      .then((res) => res.json())
      .then((body) => setSlogan(body.content ? JSON.parse(body.content.data).uz : ''))
      .catch(() => setSlogan(''));
    fetch('/api/public/menu?lang=uz')
      .then((res) => res.json())
      .then((body) => setMenu(body.content ?? []))
      .catch(() => setMenu([]));
  }, []);

  return (
    <main>
      <h1>Akademik litsey</h1>
      <p>{slogan}</p>
      <ul>
        {menu.map((item) => (
          <li key={item.id}>
            {item.groupName}: {item.name}
          </li>
        ))}
      </ul>
    </main>
  );
}
