console.log('bench placeholder')
