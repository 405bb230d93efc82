import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Dates in Chinese (the date pickers' months and weekdays, weeks from Monday). Set with the signed-in
// shell, the only place with date pickers: the sign-in page loads no dayjs at all.
dayjs.locale('zh-cn');
