import { openMirror } from './src/main/mirror/open-mirror';
import { countCalls, listCalls, callsListQuery, listPlans } from './src/main/mirror/calls-queries';
import { buildKeysetQuery } from './src/main/mirror/keyset';
const m = openMirror('/tmp/sb/q.sqlite', { readonly: true });
const combined: any[] = [
  { text: 'refund', sentiment: ['negative'] },
  { text: '"cancel my subscription"', from: '2025-03-01T00:00:00Z', to: '2025-06-01T00:00:00Z' },
  { text: 'caller:thanks -refund', agentId: 'agent_0003' },
  { text: 'price OR delivery', status: ['completed'], minDurationSeconds: 60 },
  { text: 'thanks', sentiment: ['negative'], from: '2025-01-01T00:00:00Z' },
  { text: 'zoe', direction: ['outbound'] },
];
for (const filter of combined) {
  const ts: number[] = []; const cs: number[] = [];
  for (let i = 0; i < 3; i++) { let t = performance.now(); listCalls(m.db, { filter, limit: 100 }); ts.push(performance.now() - t); t = performance.now(); countCalls(m.db, filter); cs.push(performance.now() - t); }
  const plans = listPlans(m.db, filter);
  const q = buildKeysetQuery(callsListQuery({ filter, limit: 100 }, plans.text, plans.tracker));
  console.log(JSON.stringify(filter), 'page', ts.map((x) => x.toFixed(0)).join(','), 'count', cs.map((x) => x.toFixed(0)).join(','), countCalls(m.db, filter), JSON.stringify(plans));
  if (process.argv[2]) console.log(m.db.prepare('EXPLAIN QUERY PLAN ' + q.sql).all(...q.params).map((r: any) => r.detail).join(' | '));
}
m.close();
