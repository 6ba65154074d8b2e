import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Every web test runs against Jest's automatic mocks of the Firebase SDK; no test ever reaches the
// network. firebaseMocks.ts gives them the answers a test needs.
jest.mock('firebase/app');
jest.mock('firebase/auth');
jest.mock('firebase/firestore');

// The first test of a file that opens the dashboard waits for its lazy chunk, which Jest loads and
// transforms module by module: on a busy two-core machine that took over Testing Library's default
// second, and the test failed though nothing was wrong (jest.config.js gives the test itself 15 s).
configure({ asyncUtilTimeout: 5000 });
// A project's `testTimeout` is not read (it is one of Jest's global options), so the web tests set theirs here.
jest.setTimeout(15_000);
