/** The SQL of 入驻申请's rows, written once for the page and the detail. */
export const entryFrom = `from park_entry_applications e
  join memberships m on m.id = e.applicant_id
  left join park_companies c on c.id = e.company_id`;

export const entryColumns = `e.id, e.unique_id as "uniqueId", e.company_name as "companyName",
  e.credit_code as "creditCode", m.nickname as "applicantName", e.area, e.use,
  to_char(e.move_in_date, 'YYYY-MM-DD') as "moveInDate", e.state, e.submitted_at as "submittedAt",
  c.unique_id as "companyUniqueId"`;
