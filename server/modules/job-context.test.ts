// No database: what the worker and the server hand their jobs (run-worker.ts, run-server.ts).
import { jobContext, jobs } from '@server/modules';
import { pausedBookNotice } from '@server/modules/address-books/paused-notice';
import { describe, expect, it } from 'vitest';

describe('jobContext', () => {
  it("gives the reminder engine the address books' pause notice, and the worker their sync job", () => {
    expect(jobContext.dueSources).toContain(pausedBookNotice);
    expect(jobs.map((job) => job.name)).toEqual(expect.arrayContaining(['reminders', 'address-books']));
  });
});
