/** The ceiling for any Express 5 gateway on this machine: one route answering a small JSON body. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../lib/processes.mjs';

const express = createRequire(path.join(ROOT, 'gateway', 'package.json'))('express');
const app = express();
app.get('/', (_req, res) => res.json({ hello: 'world' }));
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
