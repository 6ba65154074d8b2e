import { Component, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../app/config';
import { asClause, ReloadPage } from './ReloadPage';

type ErrorBoundaryProps = { children: ReactNode; onReload?: () => void };
type ErrorBoundaryState = { error: Error | null };

/** What webpack (a script) and mini-css-extract-plugin (a style sheet) reject a chunk's import with. */
function isChunkFailure(error: Error): boolean {
  return error.name === 'ChunkLoadError' || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED';
}

function failureText(error: Error): { title: string; text: string } {
  const cause = asClause(error.message) || error.name;
  return isChunkFailure(error)
    ? {
        title: `Part of ${PRODUCT_NAME} could not be downloaded`,
        text: `The code for this page did not arrive (${cause}). Check your connection and reload the page.`,
      }
    : {
        title: 'Something went wrong',
        text: `This page could not be shown: ${cause}. Reload the page to start again.`,
      };
}

/**
 * Catches what would otherwise unmount the whole app and leave a blank page: an error thrown while
 * rendering, or a lazily loaded screen whose code failed to arrive (docs/behaviour.md#crash-page).
 * React logs what it catches (createRoot's onCaughtError). Boundaries can only be class components;
 * this one needs no more than react-error-boundary's basic case, so it is not a dependency.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const { onReload = () => window.location.reload() } = this.props;
    return <ReloadPage {...failureText(error)} onReload={onReload} />;
  }
}
