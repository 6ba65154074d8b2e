import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Every web test runs against Jest's automatic mocks of the Firebase SDK; no test ever reaches the
// network. firebaseMocks.ts gives them the answers a test needs.
jest.mock('firebase/app');
jest.mock('firebase/auth');
jest.mock('firebase/firestore');

// The dashboard and its charts are lazily imported; the first test of a file compiles them on first
// use, which on a busy two-core machine takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });
