import type { TimelineEntry } from '@plugins/approval/api/approval-api';
import { entryView } from '@plugins/approval/views/approval-detail/timeline-model';

const nodeEntry = (detail: Record<string, unknown>): TimelineEntry => ({
  kind: 'node',
  at: '2026-11-25T01:00:00.000Z',
  actor: null,
  nodeId: 'n',
  nodeName: '审批人',
  comment: '',
  detail,
});

const two = [
  { uniqueId: 'a', name: '张伟' },
  { uniqueId: 'b', name: '陈刚' },
];

describe('a node reached, as the timeline reads it', () => {
  it.each([
    ['approver', 'sequential', two, '审批人', '张伟、陈刚（依次审批）'],
    ['approver', 'all', two, '审批人', '张伟、陈刚（会签）'],
    ['approver', 'any', two, '审批人', '张伟、陈刚（或签）'],
    ['handler', 'sequential', two, '办理人', '张伟、陈刚（依次办理）'],
    ['approver', undefined, two.slice(0, 1), '审批人', '张伟'],
    ['cc', undefined, two, '抄送给', '张伟、陈刚'],
    ['approver', 'unknown', two, '审批人', '张伟、陈刚'],
    ['approver', 'sequential', [], '审批人', ''],
  ])('%s, %s → %s：%s', (type, mode, people, action, said) => {
    const view = entryView(nodeEntry({ type, people, notes: [], ...(mode ? { mode } : {}) }));
    expect(view.action).toBe(action);
    expect(view.people).toBe(said);
  });
});
