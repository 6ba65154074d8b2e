import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Fails the run when a test was skipped, which Playwright otherwise counts as a pass: a test of one
 * width belongs in the file of that width (playwright.config.ts), and one skipped anywhere else is a
 * test that silently stopped testing.
 */
export default class NoSkippedTests implements Reporter {
  private readonly skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') {
      this.skipped.push(`${test.parent.project()?.name ?? ''} › ${test.titlePath().slice(2).join(' › ')}`);
    }
  }

  // Playwright lets a reporter's onEnd overrule the run's status only by answering a promise.
  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.skipped.length === 0) return undefined;
    console.error(`${this.skipped.length} skipped, which this suite does not allow:\n  ${this.skipped.join('\n  ')}`);
    return Promise.resolve({ status: result.status === 'passed' ? 'failed' : result.status });
  }
}
