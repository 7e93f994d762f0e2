console.log('side effect runs once');
