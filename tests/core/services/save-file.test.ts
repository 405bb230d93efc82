import { saveFile } from '@core/services/downloaded-file';

describe('saveFile', () => {
  it('downloads the blob under its name through a clicked link, then releases the URL', () => {
    jest.useFakeTimers();
    const created: Blob[] = [];
    const revoked: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:exported';
    };
    URL.revokeObjectURL = (url: string) => revoked.push(url);
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob(['x'], { type: 'text/csv' });
    try {
      saveFile({ blob, fileName: '审批数据.xlsx' });
      expect(created).toEqual([blob]);
      expect(clicks).toEqual([{ href: 'blob:exported', download: '审批数据.xlsx', attached: true }]);
      expect(document.querySelectorAll('a')).toHaveLength(0);
      jest.runAllTimers();
      expect(revoked).toEqual(['blob:exported']);
    } finally {
      click.mockRestore();
      jest.useRealTimers();
    }
  });
});
