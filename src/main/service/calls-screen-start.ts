import type { CoreHandlers } from './core-handlers';

type Parts = Pick<CoreHandlers, 'calls.preferences' | 'calls.list' | 'calls.count'>;

/**
 * `calls.screenStart`: the Calls screen's saved settings with the first page
 * and the total under them, answered by the handlers that answer each alone,
 * so the reply is what the three requests in a row would give. At launch the
 * page is at its busiest and each round trip waits for it: one request
 * instead of two in a row brings the first rows sooner.
 */
export function callsScreenStartHandler(parts: Parts): Pick<CoreHandlers, 'calls.screenStart'> {
  return {
    'calls.screenStart': async ({ limit, sort }) => {
      const preferences = await parts['calls.preferences']({});
      const filter = preferences?.filter ?? {};
      const page = await parts['calls.list']({ filter, sort: preferences?.sort ?? sort, limit });
      const { total } = await parts['calls.count']({ filter });
      return { preferences, page, total };
    },
  };
}
