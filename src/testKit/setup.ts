import '@testing-library/jest-dom';

// Every web test runs against Jest's automatic mocks of the Firebase SDK; no test ever reaches the
// network. firebaseMocks.ts gives them the answers a test needs.
jest.mock('firebase/app');
jest.mock('firebase/auth');
jest.mock('firebase/firestore');
