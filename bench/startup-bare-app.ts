/**
 * The yardstick of bench/startup.ts: the least a Fastify + better-sqlite3 server does before it
 * answers — open a database file in DATA_DIR, create a table, answer GET /api/health from it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(path.join(process.env.DATA_DIR ?? '.', 'bare.db'));
db.pragma('journal_mode = WAL');
db.exec('create table if not exists health (id integer primary key, checked_at text)');
const ping = db.prepare('select count(*) as n from health');

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok', rows: (ping.get() as { n: number }).n }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
