import { COMPLEXITY_HINT, DepartmentPicker, departmentOptionsOf } from '@core/components';
import { FormPage, SchemaForm } from '@core/crud';
import { DatePicker, Divider, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import type { DepartmentNode } from '../../api/department-api';
import type { RoleSummary } from '../../api/role-api';
import type { StaffField } from '../../api/staff-api';
import { customFieldSchema, StaffLimits, staffRules } from './staff-form-rules';
import type { StaffFormValues } from './staff-form-values';

export interface StaffFormProps {
  mode: 'add' | 'modify';
  initialValues: StaffFormValues;
  departments: readonly DepartmentNode[];
  roles: readonly RoleSummary[];
  fields: readonly StaffField[];
  /** Saves the member; a refusal shows above the form, and what was typed stays. */
  onSubmit(values: StaffFormValues): Promise<unknown>;
  onCancel(): void;
}

/**
 * The member's profile, shared by 新增员工 and 编辑员工: name, telephone (fixed once added), departments,
 * position, roles, entry date, employee number, the initial password when adding, and the custom
 * fields of 员工字段配置 (the kit's SchemaForm, by kind). Checks what the server checks, with the same
 * words. On the kit's FormPage: 保存/取消, and leaving with unsaved changes asks first.
 */
export function StaffForm({
  mode,
  initialValues,
  departments,
  roles,
  fields,
  onSubmit,
  onCancel,
}: StaffFormProps) {
  const departmentOptions = useMemo(() => departmentOptionsOf(departments), [departments]);
  const roleOptions = useMemo(
    () => roles.map((role) => ({ value: role.uniqueId, label: role.builtIn ? '管理员' : role.name })),
    [roles],
  );
  const customFields = useMemo(() => fields.map(customFieldSchema), [fields]);
  const adding = mode === 'add';

  return (
    <FormPage<StaffFormValues>
      title={adding ? '新增员工' : '编辑员工'}
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitText="保存"
      onCancel={onCancel}
      refusalFallback="保存失败，请稍后再试"
    >
      <Form.Item label="姓名" name="name" rules={staffRules.name}>
        <Input placeholder="请输入姓名" maxLength={StaffLimits.name} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="telephone"
        rules={adding ? staffRules.telephone : []}
        extra={adding ? '员工用此手机号登录' : '手机号不能修改'}
      >
        <Input
          placeholder="11 位手机号"
          maxLength={11}
          disabled={!adding}
          inputMode="numeric"
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item label="部门" name="departmentUniqueIds" required rules={staffRules.departments}>
        <DepartmentPicker multiple placeholder="请选择部门" departments={departmentOptions} />
      </Form.Item>
      <Form.Item label="职位" name="position" rules={staffRules.position}>
        <Input placeholder="例如：招商经理" maxLength={StaffLimits.position} />
      </Form.Item>
      <Form.Item
        label="角色"
        name="roleUniqueIds"
        extra="管理员拥有全部权限；不选角色时只能使用人人可用的应用。"
      >
        <Select
          mode="multiple"
          allowClear
          placeholder="请选择角色"
          optionFilterProp="label"
          options={roleOptions}
          notFoundContent="没有匹配的角色"
        />
      </Form.Item>
      <Form.Item label="入职日期" name="entryDate">
        <DatePicker style={{ width: '100%' }} placeholder="请选择入职日期" />
      </Form.Item>
      <Form.Item label="工号" name="employeeNo" rules={staffRules.employeeNo}>
        <Input placeholder="组织内唯一，可不填" maxLength={StaffLimits.employeeNo} autoComplete="off" />
      </Form.Item>
      {adding && (
        <Form.Item
          label="初始密码"
          name="initialPassword"
          rules={staffRules.initialPassword}
          extra={`${COMPLEXITY_HINT}。员工首次登录时须修改此密码；该手机号已注册时沿用其原密码，此处设置不生效。`}
        >
          <Input.Password
            placeholder="新注册的手机号须设置"
            maxLength={StaffLimits.password}
            autoComplete="new-password"
          />
        </Form.Item>
      )}
      {customFields.length > 0 && (
        <>
          <Divider titlePlacement="start">其他信息</Divider>
          <SchemaForm fields={customFields} namePrefix={['customFields']} />
        </>
      )}
    </FormPage>
  );
}
