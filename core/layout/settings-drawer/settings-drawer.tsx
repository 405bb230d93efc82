import { CheckOutlined } from '@ant-design/icons';
import { Drawer, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/services-context';
import { Notifier } from '../../services/notifier';
import { type Settings, SettingsStore, THEME_SWATCHES } from '../../stores/settings-store';
import { applyWithLoadingHint } from './apply-with-loading-hint';
import { settingsDrawerState } from './settings-drawer-state';
import './settings-drawer.css';

type SwitchKey = Exclude<keyof Settings, 'theme'>;

const switches: { key: SwitchKey; label: string }[] = [
  { key: 'tagsView', label: '显示标签页' },
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'sidebarLogo', label: '侧边栏 Logo' },
];

/** 项目配置 (spec §2): theme colour and layout switches, saved through the settings store. */
export const SettingsDrawer = observer(function SettingsDrawer() {
  const settings = useService(SettingsStore);
  const notifier = useService(Notifier);

  const chooseTheme = (colour: string) => {
    if (colour === settings.theme) return;
    void applyWithLoadingHint(() => settings.change('theme', colour), notifier);
  };

  return (
    <Drawer
      title="项目配置"
      placement="right"
      size={300}
      open={settingsDrawerState.open}
      onClose={() => settingsDrawerState.hide()}
      rootClassName="atrium-settings-drawer"
    >
      <fieldset className="atrium-settings-drawer__section atrium-settings-drawer__fieldset">
        <legend className="atrium-settings-drawer__heading">主题色</legend>
        <div className="atrium-settings-drawer__swatches">
          {THEME_SWATCHES.map((colour) => {
            const selected = colour.toLowerCase() === settings.theme.toLowerCase();
            return (
              <button
                key={colour}
                type="button"
                className={
                  selected
                    ? 'atrium-settings-drawer__swatch atrium-settings-drawer__swatch--selected'
                    : 'atrium-settings-drawer__swatch'
                }
                style={{ background: colour }}
                aria-label={colour}
                aria-pressed={selected}
                title={colour}
                onClick={() => chooseTheme(colour)}
              >
                {selected && <CheckOutlined />}
              </button>
            );
          })}
        </div>
      </fieldset>
      <section className="atrium-settings-drawer__section">
        <h3 className="atrium-settings-drawer__heading">布局</h3>
        {switches.map(({ key, label }) => (
          <div key={key} className="atrium-settings-drawer__row">
            <span id={`atrium-setting-${key}`}>{label}</span>
            <Switch
              aria-labelledby={`atrium-setting-${key}`}
              checked={settings[key]}
              onChange={(checked) => settings.change(key, checked)}
            />
          </div>
        ))}
      </section>
    </Drawer>
  );
});
