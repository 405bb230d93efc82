/**
 * The park area's plain values (no TypeBox): what the console imports at run time and the server's
 * contract builds its schemas from.
 *
 * Areas are exact integers of hundredths of a square metre (12 345 is 123.45 m²), never floats; money
 * is integer fen, and a room's reference rent is fen per m² per month.
 */

/** 办公 / 商铺 / 仓储 / 厂房 / 配套. */
export const ROOM_USES = ['office', 'shop', 'storage', 'plant', 'support'] as const;
export type RoomUse = (typeof ROOM_USES)[number];
export const ROOM_USE_LABELS: Record<RoomUse, string> = {
  office: '办公',
  shop: '商铺',
  storage: '仓储',
  plant: '厂房',
  support: '配套',
};

/** 写字楼 / 商业 / 厂房 / 仓储 / 综合. */
export const BUILDING_USES = ['office', 'commercial', 'industrial', 'storage', 'mixed'] as const;
export type BuildingUse = (typeof BUILDING_USES)[number];
export const BUILDING_USE_LABELS: Record<BuildingUse, string> = {
  office: '写字楼',
  commercial: '商业',
  industrial: '厂房',
  storage: '仓储',
  mixed: '综合',
};

/** A building's own state, set by the admin: 使用中 / 在建 / 停用. */
export const BUILDING_STATES = ['in_use', 'under_construction', 'closed'] as const;
export type BuildingState = (typeof BUILDING_STATES)[number];
export const BUILDING_STATE_LABELS: Record<BuildingState, string> = {
  in_use: '使用中',
  under_construction: '在建',
  closed: '停用',
};

/**
 * What holds a room over dates: a lease (a contract in force), a reservation (a contract in approval),
 * or the admin's block for the park's own use or for renovation.
 */
export const OCCUPANCY_KINDS = ['lease', 'reservation', 'self_use', 'renovation'] as const;
export type OccupancyKind = (typeof OCCUPANCY_KINDS)[number];
/** The blocks the admin sets by hand; leases and reservations come from contracts only. */
export const BLOCK_KINDS = ['self_use', 'renovation'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** A room's state on a day, read from the occupancy covering it: none is 空置. */
export const ROOM_STATES = ['vacant', 'leased', 'reserved', 'self_use', 'renovation'] as const;
export type RoomState = (typeof ROOM_STATES)[number];
export const ROOM_STATE_LABELS: Record<RoomState, string> = {
  vacant: '空置',
  leased: '已租',
  reserved: '已预定',
  self_use: '自用',
  renovation: '装修中',
};
export const ROOM_STATE_OF_KIND: Record<OccupancyKind, RoomState> = {
  lease: 'leased',
  reservation: 'reserved',
  self_use: 'self_use',
  renovation: 'renovation',
};

/** The most rooms one request creates (a bulk of floors × numbers included): more is refused whole. */
export const ROOMS_PER_REQUEST_MAX = 5000;
export const ROOM_BATCHES_MAX = 50;
export const FLOORS_ABOVE_MAX = 200;
export const FLOORS_BELOW_MAX = 10;
export const BUILDING_PHOTOS_MAX = 9;

/** A floor's default name: 1F, 2F … above ground, B1, B2 … below. */
export const floorNameOf = (level: number): string => (level > 0 ? `${level}F` : `B${-level}`);

/** A room number of a bulk: the floor (B1 below ground) then the number padded, 2 and 1 → 201. */
export const roomNumberOf = (level: number, number: number, width: number): string =>
  `${level > 0 ? level : `B${-level}`}${String(number).padStart(width, '0')}`;

/** 企业管理's industries (所属行业), a fixed list: keys stored, labels shown. */
export const COMPANY_INDUSTRIES = [
  'information_technology',
  'biomedicine',
  'advanced_manufacturing',
  'new_energy',
  'finance',
  'professional_services',
  'culture_media',
  'commerce',
  'catering',
  'logistics',
  'other',
] as const;
export type CompanyIndustry = (typeof COMPANY_INDUSTRIES)[number];
export const COMPANY_INDUSTRY_LABELS: Record<CompanyIndustry, string> = {
  information_technology: '信息技术',
  biomedicine: '生物医药',
  advanced_manufacturing: '先进制造',
  new_energy: '新能源',
  finance: '金融服务',
  professional_services: '专业服务',
  culture_media: '文化传媒',
  commerce: '商贸零售',
  catering: '餐饮服务',
  logistics: '物流仓储',
  other: '其他',
};

/** 企业规模, by the national classification of enterprises: 微型 / 小型 / 中型 / 大型. */
export const COMPANY_SIZES = ['micro', 'small', 'medium', 'large'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  micro: '微型企业',
  small: '小型企业',
  medium: '中型企业',
  large: '大型企业',
};

/** A company's place in the park's register: 在园 or 已迁出 (kept, with its history). */
export const COMPANY_STATES = ['in_park', 'moved_out'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];
export const COMPANY_STATE_LABELS: Record<CompanyState, string> = {
  in_park: '在园',
  moved_out: '已迁出',
};

export const COMPANY_CONTACTS_MAX = 10;
export const COMPANY_QUALIFICATIONS_MAX = 20;
export const QUALIFICATION_ATTACHMENTS_MAX = 9;
