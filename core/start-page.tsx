import { useEffect, useState } from 'react';

type ServerState =
  | { kind: 'checking' }
  | { kind: 'ready'; database: string }
  | { kind: 'down'; message: string };

/** Health of the server the console talks to, read once from /healthz. */
function useServerState(): ServerState {
  const [state, setState] = useState<ServerState>({ kind: 'checking' });
  useEffect(() => {
    let cancelled = false;
    fetch('/healthz')
      .then(
        (response) =>
          response.json() as Promise<{ code: number; message: string; data: { database?: string } }>,
      )
      .then((body) => {
        if (cancelled) return;
        setState(
          body.code === 0
            ? { kind: 'ready', database: body.data.database ?? '' }
            : { kind: 'down', message: body.message },
        );
      })
      .catch(() => !cancelled && setState({ kind: 'down', message: '无法连接服务器' }));
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

const databaseNames: Record<string, string> = { pglite: '嵌入式 PostgreSQL', postgres: 'PostgreSQL 服务器' };

/** The page at / until the console shell lands: shows that the server and its database answer. */
export function StartPage() {
  const state = useServerState();
  return (
    <main
      style={{
        fontFamily: 'system-ui, "Noto Sans CJK SC", "WenQuanYi Zen Hei", sans-serif',
        maxWidth: 560,
        margin: '96px auto',
        padding: 24,
      }}
    >
      <h1 style={{ fontSize: 28, marginBottom: 8 }}>Atrium 管理端</h1>
      <p style={{ color: '#666' }}>企业管理控制台正在搭建中，服务端接口已就绪。</p>
      <p role="status" data-testid="server-state" style={{ marginTop: 24, fontSize: 16 }}>
        {state.kind === 'checking' && '正在检查服务器状态…'}
        {state.kind === 'ready' &&
          `服务器运行正常，数据库：${databaseNames[state.database] ?? state.database}`}
        {state.kind === 'down' && `服务器不可用：${state.message}`}
      </p>
    </main>
  );
}
