import { configure } from '@testing-library/dom';

// `waitFor` and the `findBy…` queries wait for the event that matters (an attribute, a response, a
// frame decoded). On a 2-core CI machine whose cores another process keeps busy, that event can
// take a few seconds, so a wait gives up after 10 s instead of Testing Library's default 1 s.
// Loaded for every test project in vitest.config.ts, which gives `expect.poll` the same deadline.
configure({ asyncUtilTimeout: 10_000 });
