import { CheckOutlined } from '@ant-design/icons';
import { Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/services-context';
import { Notifier } from '../../services/notifier';
import { type Settings, SettingsStore, THEME_SWATCHES } from '../../stores/settings-store';
import { applyWithLoadingHint } from './apply-with-loading-hint';
import './settings-form.css';

type SwitchKey = Exclude<keyof Settings, 'theme'>;

const switches: { key: SwitchKey; label: string }[] = [
  { key: 'tagsView', label: '显示标签页' },
  { key: 'fixedHeader', label: '固定顶栏' },
  { key: 'sidebarLogo', label: '侧边栏标志' },
];

/**
 * 项目配置's preferences (spec §2, §9): the theme colour swatches and the layout switches, each change
 * saved at once through the settings store. One form for the navbar's drawer and the /setting page,
 * so the two never drift apart. `idPrefix` keeps the switches' labels unique when both are on screen.
 */
export const SettingsForm = observer(function SettingsForm({
  idPrefix = 'atrium-setting',
}: {
  idPrefix?: string;
}) {
  const settings = useService(SettingsStore);
  const notifier = useService(Notifier);

  const chooseTheme = (colour: string) => {
    if (colour === settings.theme) return;
    void applyWithLoadingHint(() => settings.change('theme', colour), notifier);
  };

  return (
    <>
      <fieldset className="atrium-settings-form__section atrium-settings-form__fieldset">
        <legend className="atrium-settings-form__heading">主题色</legend>
        <div className="atrium-settings-form__swatches">
          {THEME_SWATCHES.map((colour) => {
            const selected = colour.toLowerCase() === settings.theme.toLowerCase();
            return (
              <button
                key={colour}
                type="button"
                className={
                  selected
                    ? 'atrium-settings-form__swatch atrium-settings-form__swatch--selected'
                    : 'atrium-settings-form__swatch'
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
      <section className="atrium-settings-form__section">
        <h3 className="atrium-settings-form__heading">布局</h3>
        {switches.map(({ key, label }) => (
          <div key={key} className="atrium-settings-form__row">
            <span id={`${idPrefix}-${key}`}>{label}</span>
            <Switch
              aria-labelledby={`${idPrefix}-${key}`}
              checked={settings[key]}
              onChange={(checked) => settings.change(key, checked)}
            />
          </div>
        ))}
      </section>
    </>
  );
});
