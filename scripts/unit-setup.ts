// Setup of the unit project (vitest.config.ts). testing-library's async utilities (waitFor, findBy*) give up
// after 1 s by default: on a loaded 2-core machine a first query can take longer than that to answer, and the
// test would fail on the clock, not on the state. They wait for the state for as long as the test may run.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 19_000 });
