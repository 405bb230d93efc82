import type { ApprovalApi } from '@plugins/approval/api/approval-api';

/**
 * An `ApprovalApi` for a component test: the calls the test gives, and every other call failing with
 * its name (a page calling what the test did not expect says so instead of hanging).
 */
export function fakeApprovalApi(calls: Partial<ApprovalApi>): ApprovalApi {
  return new Proxy(calls as ApprovalApi, {
    get(target, name) {
      const given = Reflect.get(target, name);
      // Not a method of the API: `then` (a promise check) and symbols are answered as an object would.
      if (given || typeof name !== 'string' || name === 'then') return given;
      return () => Promise.reject(new Error(`ApprovalApi.${name} was not expected in this test`));
    },
  });
}
