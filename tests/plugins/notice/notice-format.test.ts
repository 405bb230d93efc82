import { departmentOptionsOf } from '@core/components';
import { emptyNoticeForm, isDraftBlank, noticeDraftOf } from '@plugins/notice/views/management/notice-draft';
import {
  departmentNames,
  publishQuestion,
  readPercent,
  scopeLabel,
} from '@plugins/notice/views/management/notice-format';
import { departmentOptions } from './support/fake-notice-api';

describe('notice formatting', () => {
  it('names the scope: everyone, or the departments', () => {
    expect(scopeLabel({ scope: 'organization', departments: [] })).toBe('全体成员');
    expect(
      scopeLabel({
        scope: 'departments',
        departments: [
          { uniqueId: 'a', name: '运营部' },
          { uniqueId: 'b', name: '物业部' },
        ],
      }),
    ).toBe('运营部、物业部');
  });

  it('asks before publishing, naming who receives it', () => {
    expect(publishQuestion('organization', 0)).toBe('确定向全体成员发布这条通知？');
    expect(publishQuestion('departments', 2)).toBe('确定向所选 2 个部门发布这条通知？');
  });

  it('rounds the read share down and copes with no recipients', () => {
    expect(readPercent(1, 3)).toBe(33);
    expect(readPercent(2, 3)).toBe(66);
    expect(readPercent(3, 3)).toBe(100);
    expect(readPercent(0, 0)).toBe(0);
  });

  it('titles departments with their member totals and finds their names', () => {
    // As the recipients' picker (core's DepartmentPicker with countMembers) names them.
    const tree = departmentOptionsOf(departmentOptions(), { countMembers: true });
    expect(tree[0]).toMatchObject({ value: 'd-root', label: '星河科技园（3 人）' });
    expect(tree[0]!.children?.map((child) => child.label)).toEqual([
      '运营部（1 人）',
      '招商部（0 人）',
      '物业部（1 人）',
    ]);
    expect(tree[0]?.children?.[2]?.children?.[0]).toMatchObject({
      value: 'd-engineering',
      label: '工程组（0 人）',
    });
    expect(departmentNames(departmentOptions(), ['d-engineering', 'gone', 'd-operations'])).toEqual([
      '工程组',
      '运营部',
    ]);
  });
});

describe('notice draft', () => {
  it('trims the title and sends departments only for 指定部门', () => {
    const values = {
      title: '  停电通知 ',
      scope: 'organization',
      departmentUniqueIds: ['d1'],
      body: '<p>x</p>',
    } as const;
    expect(noticeDraftOf({ ...values, departmentUniqueIds: ['d1'] })).toEqual({
      title: '停电通知',
      body: '<p>x</p>',
      scope: 'organization',
    });
    expect(noticeDraftOf({ ...values, scope: 'departments', departmentUniqueIds: ['d1'] })).toEqual({
      title: '停电通知',
      body: '<p>x</p>',
      scope: 'departments',
      departmentUniqueIds: ['d1'],
    });
  });

  it('knows when nothing was entered', () => {
    expect(isDraftBlank(emptyNoticeForm())).toBe(true);
    expect(isDraftBlank(undefined)).toBe(true);
    expect(isDraftBlank({ ...emptyNoticeForm(), title: '  ', body: '<p></p>' })).toBe(true);
    expect(isDraftBlank({ ...emptyNoticeForm(), title: '停电' })).toBe(false);
    expect(isDraftBlank({ ...emptyNoticeForm(), scope: 'departments' })).toBe(false);
    expect(isDraftBlank({ ...emptyNoticeForm(), body: '<p>正文</p>' })).toBe(false);
  });
});
