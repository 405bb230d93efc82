import type { AreaManifest, PlacementDeclaration } from '@manifests/resource-types';
import { defineManifest, directory, menu } from '@manifests/resource-types';

/** 园区运营's menus in the spec's order: park's own with contract's and billing's placed among them. */
export const PARK_OPERATION_MENUS = [
  'PC_PARK_OVERVIEW',
  'PC_PARK_COMPANY',
  'PC_PARK_ENTRY',
  'PC_PARK_BUILDING',
  'PC_PARK_VENUE',
  'PC_PARK_CONTRACT',
  'PC_PARK_BILL',
  'PC_PARK_WITHDRAW',
  'PC_PARK_VISITOR',
  'PC_PARK_PARKING',
] as const;

/** A small area for the manifests' tests: one directory `<ID>_ROOT` holding a menu per code. */
export const testManifest = (
  id: string,
  extra: {
    menus?: readonly string[];
    dependsOn?: readonly string[];
    placements?: PlacementDeclaration[];
  } = {},
): AreaManifest =>
  defineManifest({
    id,
    dependsOn: extra.dependsOn ?? [],
    grantedToEveryone: false,
    application: {
      agentId: `${id}0000`,
      name: id,
      pcName: id,
      category: '测试',
      iconUrl: '',
      introduction: '',
      pcUrl: '',
      appUrl: '',
    },
    resources: [
      directory(
        `${id.toUpperCase()}_ROOT`,
        id,
        (extra.menus ?? []).map((code) => menu(code, code)),
      ),
    ],
    placements: extra.placements ?? [],
  });
